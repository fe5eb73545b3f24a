-- The client lists' search finds a client by the start of its surname too ("garcia" finds "Chen Garcia"):
-- an index on the name after its first word, so that search reads an index range like the others.
CREATE INDEX ib_clients_by_surname_nocase ON ib_clients(ib_id, substr(name, instr(name, ' ') + 1) COLLATE NOCASE);
