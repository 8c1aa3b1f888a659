# fixture: pass
# fake-weft-differs
print("a")  # expect: a
# expect: weft-only
