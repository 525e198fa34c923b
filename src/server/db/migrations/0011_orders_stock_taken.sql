-- Issue 14 (noticed at its first landing): a phone order takes its units from the listings'
-- stock (POST /api/Ordenes); when it is annulled they go back. Orders that came from a
-- platform never took stock here (the platform keeps its own), so only the orders that did
-- are marked, and the mark is cleared when the units are returned: they can go back once.
ALTER TABLE ordenes ADD COLUMN stock_tomado boolean NOT NULL DEFAULT false;
