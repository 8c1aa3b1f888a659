# exec at module level without namespaces: its assignments and definitions are module globals.
exec("y = 5")
print(y)
exec("def made(n):\n    return n * 3")
print(made(4))
exec("for i in range(3):\n    print('loop', i)")
print(i)
print(exec("1 + 1"))

# expect: 5
# expect: 12
# expect: loop 0
# expect: loop 1
# expect: loop 2
# expect: 2
# expect: None
