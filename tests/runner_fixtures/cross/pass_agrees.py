# fixture: pass
print([1, 2][::-1])  # expect: [2, 1]
