s = {'a'}
s.remove('b')
# expect runtime error: KeyError: 'b'
