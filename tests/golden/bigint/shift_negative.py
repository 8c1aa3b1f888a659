# A negative shift count is a ValueError for big ints too.
print(2 ** 100 >> 1)
print(2 ** 100 << -1)
# expect: 633825300114114700748351602688
# expect runtime error: ValueError: negative shift count
