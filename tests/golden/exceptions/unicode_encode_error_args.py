# UnicodeEncodeError's five-argument form: its attributes and CPython's sentence
e = UnicodeEncodeError('ascii', 'h\xe9llo', 1, 2, 'ordinal not in range(128)')
print(e)
print(e.encoding, repr(e.object), e.start, e.end, e.reason, e.args)
print(repr(e))
print(UnicodeEncodeError('ascii', 'ab\u1234', 2, 3, 'x'))
print(UnicodeEncodeError('ascii', 'ab\U0001f600', 2, 3, 'y'))
print(UnicodeEncodeError('ascii', 'abc', 0, 3, 'bad'))
try:
    'caf\xe9'.encode('ascii')
except UnicodeEncodeError as err:
    print(err.start, err.end, err.reason)
raise UnicodeEncodeError('latin-1', '\u20ac', 0, 1, 'ordinal not in range(256)')

# expect: 'ascii' codec can't encode character '\xe9' in position 1: ordinal not in range(128)
# expect: ascii 'héllo' 1 2 ordinal not in range(128) ('ascii', 'héllo', 1, 2, 'ordinal not in range(128)')
# expect: UnicodeEncodeError('ascii', 'héllo', 1, 2, 'ordinal not in range(128)')
# expect: 'ascii' codec can't encode character '\u1234' in position 2: x
# expect: 'ascii' codec can't encode character '\U0001f600' in position 2: y
# expect: 'ascii' codec can't encode characters in position 0-2: bad
# expect: 3 4 ordinal not in range(128)
# expect runtime error: UnicodeEncodeError: 'latin-1' codec can't encode character '\u20ac' in position 0: ordinal not in range(256)
