# fixture: pass
# no-cross-check: the made-up difference must not be seen
# fake-weft-differs
print("a")  # expect: a
# expect: weft-only
