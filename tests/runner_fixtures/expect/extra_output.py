# fixture: fail stdout differs
print(1)
print(2)
# expect: 1
