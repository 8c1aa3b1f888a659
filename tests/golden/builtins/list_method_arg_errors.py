# list.append takes exactly one argument.
a = [1]
a.append(2)
print(a)
a.append(3, 4)

# expect: [1, 2]
# expect runtime error: TypeError: list.append() takes exactly one argument (2 given)
