# fixture: fail FIXED
print("a")  # expect: a
