print(b'  x \n'.strip(), b'xxaxx'.strip(b'x'), b'  a '.lstrip(), b' a  '.rstrip(), b'Ab1'.upper(), b'Ab1'.lower(), b'a\xe9'.upper())
print(b'aXa'.replace(b'a', b'yy'), b'aaa'.replace(b'a', b'b', 2), b'ab'.replace(b'', b'-'), bytearray(b'ab').replace(b'a', b'c'))
# expect: b'x' b'a' b'a ' b' a' b'AB1' b'ab1' b'A\xe9'
# expect: b'yyXyy' b'bba' b'-a-b-' bytearray(b'cb')
