# fixture: fail NEW difference
# fake-weft-differs
print("a")  # expect: a
# expect: weft-only
