print(b'hello world'.title(), b"they're o'k".title(), b'HELLO w'.swapcase(), b'hELLO'.capitalize())
print(bytearray(b'aB').swapcase(), b'\xe9a'.upper(), b'\xe9a'.title())
print(b'Hello World'.istitle(), b'Hello world'.istitle(), b'12'.isdigit(), b''.isalpha(), b'a1'.isalnum())
print(b'aB'.islower(), b'a1'.islower(), b'A1'.isupper(), b' \t'.isspace(), b'1'.isupper())
# expect: b'Hello World' b"They'Re O'K" b'hello W' b'Hello'
# expect: bytearray(b'Ab') b'\xe9A' b'\xe9A'
# expect: True False True False True
# expect: False True True True False
