# cp1252 (windows-1252): its table both ways, and 'charmap''s messages for what it lacks
full = bytes(range(256))
print(full.decode("cp1252", "replace").encode("cp1252", "replace") == full)  # the undefined bytes became "?"
print("€‚ƒ„…†‡ˆ‰Š‹ŒŽ".encode("cp1252"), b"\x91\x92\x93\x94\x99".decode("windows-1252"))
try:
    "a\u0100".encode("cp1252")
except UnicodeEncodeError as e:
    print(e)
b"a\x81".decode("cp1252")
# expect: False
# expect: b'\x80\x82\x83\x84\x85\x86\x87\x88\x89\x8a\x8b\x8c\x8e' ‘’“”™
# expect: 'charmap' codec can't encode character '\u0100' in position 1: character maps to <undefined>
# expect runtime error: UnicodeDecodeError: 'charmap' codec can't decode byte 0x81 in position 1: character maps to <undefined>
