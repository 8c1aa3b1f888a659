# fixture: fail stdout differs
print(1 + 1)  # expect: 3
