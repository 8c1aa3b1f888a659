# fixture: fail not cross-checked
# no-cross-check: a Weft-only behaviour
print("a")  # expect: a
