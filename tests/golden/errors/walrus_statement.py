x := 5
# expect error: walrus_statement.py:1:1: error: invalid syntax
