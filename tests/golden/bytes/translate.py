# bytes.translate(table, delete): a 256-byte table or None, bytes to delete; bytearray too.
table = bytes(range(256)).replace(b"a", b"A") if False else bytes((c - 32 if 97 <= c <= 122 else c) for c in range(256))
print(b"hello, world".translate(table), b"hello".translate(None, b"l"), b"hello".translate(table, delete=b"eo"))
print(bytearray(b"abc").translate(None, b"b"), b"".translate(None), b"xyz".translate(table, b""))
for args in [(b"short",), (None, 5), ("str",)]:
    try:
        print(b"abc".translate(*args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
# expect: b'HELLO, WORLD' b'heo' b'HLL'
# expect: bytearray(b'ac') b'' b'XYZ'
# expect: ValueError translation table must be 256 characters long
# expect: TypeError a bytes-like object is required, not 'int'
# expect: TypeError a bytes-like object is required, not 'str'
