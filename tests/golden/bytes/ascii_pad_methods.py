print(b'ab'.center(5, b'*'), b'ab'.center(6, b'*'), b'abc'.center(6, b'*'), b'a'.center(0))
print(b'ab'.ljust(4), b'ab'.rjust(4, b'.'), bytearray(b'ab').center(4))
print(b'-12'.zfill(6), b'+'.zfill(3), b'7'.zfill(3), b'abc'.zfill(2))
print(b'a\tbc\t\nx\ty'.expandtabs(4), b'\tz'.expandtabs())
print(b'a=b=c'.partition(b'='), b'a=b=c'.rpartition(b'='), b'abc'.partition(b'x'), b'abc'.rpartition(b'x'))
# expect: b'**ab*' b'**ab**' b'*abc**' b'a'
# expect: b'ab  ' b'..ab' bytearray(b' ab ')
# expect: b'-00012' b'+00' b'007' b'abc'
# expect: b'a   bc  \nx   y' b'        z'
# expect: (b'a', b'=', b'b=c') (b'a=b', b'=', b'c') (b'abc', b'', b'') (b'', b'', b'abc')
