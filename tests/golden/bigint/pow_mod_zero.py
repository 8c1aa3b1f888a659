# pow(b, e, 0) is a ValueError.
print(pow(2 ** 100, 2, 5))
print(pow(2 ** 100, 2, 0))
# expect: 1
# expect runtime error: ValueError: pow() 3rd argument cannot be 0
