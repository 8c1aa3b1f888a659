print(b'a b  c'.split(), b' a b '.split(None, 1), b'a,b,,c'.split(b','), b'a,b,c'.split(b',', 1), b''.split(), b'-'.join([b'a', b'b', bytearray(b'c')]), bytearray(b', ').join([b'x', b'y']))
# expect: [b'a', b'b', b'c'] [b'a', b'b '] [b'a', b'b', b'', b'c'] [b'a', b'b,c'] [] b'a-b-c' bytearray(b'x, y')
