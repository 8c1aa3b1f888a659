b = b'abc'
print(len(b), list(b), [x for x in b], 97 in b, 100 in b, b'bc' in b, b'' in b, bytearray(b'c') in b)
for x in bytearray(b'hi'):
    print(x)
# expect: 3 [97, 98, 99] [97, 98, 99] True False True True True
# expect: 104
# expect: 105
