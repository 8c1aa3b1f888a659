print('aé'.encode('ascii'))
# expect runtime error: UnicodeEncodeError: 'ascii' codec can't encode character '\xe9' in position 1: ordinal not in range(128)
