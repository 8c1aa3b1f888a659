# bytearray.insert, remove and reverse (list-like mutations of the bytes in place)
b = bytearray(b"abc")
b.insert(1, 88)
b.insert(-100, 65)
b.insert(100, 66)
print(b)
b.remove(97)
print(b, len(b))
b.reverse()
print(b)
e = bytearray()
e.reverse()
e.insert(0, 1)
print(e)
for bad in [lambda: b.insert(1, 300), lambda: b.remove(120), lambda: b.remove(-1),
            lambda: b.insert("a", 1), lambda: b.reverse(1)]:
    try:
        bad()
    except Exception as ex:
        print(type(ex).__name__ + ":", ex)
b"abc".reverse()

# expect: bytearray(b'AaXbcB')
# expect: bytearray(b'AXbcB') 5
# expect: bytearray(b'BcbXA')
# expect: bytearray(b'\x01')
# expect: ValueError: byte must be in range(0, 256)
# expect: ValueError: value not found in bytearray
# expect: ValueError: byte must be in range(0, 256)
# expect: TypeError: 'str' object cannot be interpreted as an integer
# expect: TypeError: bytearray.reverse() takes no arguments (1 given)
# expect runtime error: AttributeError: 'bytes' object has no attribute 'reverse'
