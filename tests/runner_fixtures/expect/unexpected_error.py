# fixture: fail exit code 1, expected exit code 0
print(1)  # expect: 1
print(1 / 0)
