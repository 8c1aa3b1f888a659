print(bytes(['a']))
# expect runtime error: TypeError: 'str' object cannot be interpreted as an integer
