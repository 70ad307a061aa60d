/** What other features take from the signal alerts: how old a position change may be and still be news (the ledger). */
