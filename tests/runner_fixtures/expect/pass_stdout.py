# fixture: pass
print(1 + 1)  # expect: 2
print("a", "b")
# expect: a b
