# errors='surrogateescape': undecodable bytes become U+DC80..U+DCFF and encode back to themselves
full = bytes(range(256))
for c in ["ascii", "latin-1", "cp1252", "utf-8"]:
    s = full.decode(c, "surrogateescape")
    print(c, s.encode(c, "surrogateescape") == full, repr(s[126:130]))
"é".encode("ascii", "surrogateescape")
# expect: ascii True '~\x7f\udc80\udc81'
# expect: latin-1 True '~\x7f\x80\x81'
# expect: cp1252 True '~\x7f€\udc81'
# expect: utf-8 True '~\x7f\udc80\udc81'
# expect runtime error: UnicodeEncodeError: 'ascii' codec can't encode character '\xe9' in position 0: ordinal not in range(128)
