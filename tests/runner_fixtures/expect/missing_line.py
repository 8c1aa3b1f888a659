# fixture: fail stdout differs
print(1)
# expect: 1
# expect: 2
