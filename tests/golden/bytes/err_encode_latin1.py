print('€'.encode('latin-1'))
# expect runtime error: UnicodeEncodeError: 'latin-1' codec can't encode character '\u20ac' in position 0: ordinal not in range(256)
