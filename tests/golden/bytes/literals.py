print(b'hello', rb'\x41\n', B'A', Rb'\\', b'a' b'b')
print(b'\x41\x42\n\t\r\\', b'\101\0', b'\u0041')
print(b'''tri
ple''')
# expect: b'hello' b'\\x41\\n' b'A' b'\\\\' b'ab'
# expect: b'AB\n\t\r\\' b'A\x00' b'\\u0041'
# expect: b'tri\nple'
