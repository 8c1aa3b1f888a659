print(bool(b''), bool(b'x'), bool(bytearray()), isinstance(b'', bytes), isinstance(bytearray(), bytearray), isinstance(b'', bytearray), type(b''), type(bytearray()))
# expect: False True False True True False <class 'bytes'> <class 'bytearray'>
