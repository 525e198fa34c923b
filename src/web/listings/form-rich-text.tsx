// 000 §2.7: the extended description (descripcionAmpliada) is rich text with a formatting
// toolbar: bold, italic, underline, bullet and numbered lists, links. A contentEditable area
// driven by the browser's editing commands; what it starts with and what is pasted into it is
// sanitised first (form-sanitize.ts), so no script from the server or the clipboard runs.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Tooltip.css';
import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Box, Button, Group, Input, Popover, TextInput, Tooltip } from '@mantine/core';
import {
  IconBold,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconUnderline,
} from '@tabler/icons-react';
import { linkUrl, sanitizeDescription } from './form-sanitize.ts';
import { listingMessages } from '../../domain/texts/listings.ts';

/**
 * The browser's editing command. Deprecated on paper, yet it is the only API that edits a
 * contentEditable with the browser's own undo history, and every browser keeps it.
 */
function editCommand(command: string, showUi: boolean, value?: string): void {
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  document.execCommand(command, showUi, value);
}

export interface RichTextProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  disabled?: boolean;
}

const COMMANDS = [
  { command: 'bold', label: 'Negrita', Icon: IconBold },
  { command: 'italic', label: 'Cursiva', Icon: IconItalic },
  { command: 'underline', label: 'Subrayado', Icon: IconUnderline },
  { command: 'insertUnorderedList', label: 'Lista con viñetas', Icon: IconList },
  { command: 'insertOrderedList', label: 'Lista numerada', Icon: IconListNumbers },
] as const;

export function RichTextEditor({ label, value, onChange, error, disabled = false }: RichTextProps) {
  const area = useRef<HTMLDivElement>(null);
  // The HTML the editor itself last reported: a value equal to it is not an outside change.
  const reported = useRef<string | null>(null);
  const savedRange = useRef<Range | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);

  useEffect(() => {
    const el = area.current;
    if (el === null || value === reported.current) return;
    // Sanitised before it becomes part of the page (the server's HTML included).
    el.innerHTML = sanitizeDescription(value);
    reported.current = value;
  }, [value]);

  const report = () => {
    const el = area.current;
    if (el === null) return;
    const html = el.innerHTML;
    reported.current = html;
    onChange(html);
  };

  const exec = (command: string, arg?: string) => {
    area.current?.focus();
    editCommand(command, false, arg);
    report();
  };

  const saveSelection = () => {
    const selection = window.getSelection();
    const el = area.current;
    if (selection && selection.rangeCount > 0 && el?.contains(selection.anchorNode)) {
      savedRange.current = selection.getRangeAt(0).cloneRange();
    } else {
      savedRange.current = null;
    }
  };

  const insertLink = () => {
    const url = linkUrl(linkText);
    if (url === null) {
      setLinkError(listingMessages.linkInvalid);
      return;
    }
    const el = area.current;
    if (el === null) return;
    el.focus();
    const selection = window.getSelection();
    if (selection && savedRange.current) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    if (selection === null || selection.isCollapsed) {
      // Nothing selected: the address itself becomes the link's text.
      const a = document.createElement('a');
      a.href = url;
      a.textContent = url;
      editCommand('insertHTML', false, sanitizeDescription(a.outerHTML));
    } else {
      editCommand('createLink', false, url);
    }
    report();
    setLinkOpen(false);
    setLinkText('');
    setLinkError(null);
  };

  return (
    <Input.Wrapper label={label} error={error}>
      <Box
        style={{
          border: `1px solid ${error ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-gray-4)'}`,
          borderRadius: 'var(--mantine-radius-sm)',
          background: disabled ? 'var(--mantine-color-gray-1)' : 'white',
        }}
      >
        <Group
          gap={4}
          p={4}
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
          role="toolbar"
          aria-label="Formato de la descripción"
        >
          {COMMANDS.map(({ command, label: name, Icon }) => (
            <Tooltip key={command} label={name} withinPortal>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={name}
                disabled={disabled}
                // Keep the selection in the text while the button is pressed.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => exec(command)}
              >
                <Icon size={18} />
              </ActionIcon>
            </Tooltip>
          ))}
          <Popover
            opened={linkOpen}
            onChange={setLinkOpen}
            position="bottom-start"
            withinPortal
            trapFocus
          >
            <Popover.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Enlace"
                disabled={disabled}
                onMouseDown={(e) => {
                  e.preventDefault();
                  saveSelection();
                }}
                onClick={() => setLinkOpen((o) => !o)}
              >
                <IconLink size={18} />
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown>
              <Group gap="xs" align="flex-end">
                <TextInput
                  label="Dirección del enlace"
                  placeholder="https://..."
                  value={linkText}
                  error={linkError}
                  onChange={(e) => setLinkText(e.currentTarget.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      insertLink();
                    }
                  }}
                />
                <Button size="sm" onClick={insertLink}>
                  Insertar
                </Button>
              </Group>
            </Popover.Dropdown>
          </Popover>
        </Group>
        <div
          ref={area}
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          contentEditable={!disabled}
          suppressContentEditableWarning
          data-testid="descripcion-ampliada"
          onFocus={() => editCommand('defaultParagraphSeparator', false, 'p')}
          onInput={report}
          onBlur={report}
          onPaste={(e) => {
            // What is pasted is sanitised like the rest (no script, no style, no event).
            e.preventDefault();
            const html = e.clipboardData.getData('text/html');
            if (html !== '') editCommand('insertHTML', false, sanitizeDescription(html));
            else editCommand('insertText', false, e.clipboardData.getData('text/plain'));
            report();
          }}
          style={{ minHeight: 140, padding: '8px 12px', outline: 'none', lineHeight: 1.5 }}
        />
      </Box>
    </Input.Wrapper>
  );
}
