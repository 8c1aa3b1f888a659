print(ord(b'ab'))
# expect runtime error: TypeError: ord() expected a character, but string of length 2 found
