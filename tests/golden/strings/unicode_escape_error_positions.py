# The byte positions of a bad escape in a str literal, as CPython's unicode_escape codec gives
# them: \N without a brace, an empty or unclosed name, an unknown one, truncated \x, \u and \U,
# a code point past U+10FFFF; a non-ASCII character before the escape counts 10 bytes (the
# parser hands the codec \UXXXXXXXX for it), as does one after a backslash.
cases = [r"'\Nx'", r"'\N'", r"'ab\N{}cd'", r"'\N{x'", r"'\N{NOPE}x'", r"'\N{ }'", r"f'\N{}'",
         r"'\x4'", r"'ab\xZZ'", r"'\u12'", r"'\u12345'", r"'\U0011ffff'", r"'\U1234'",
         "'é\\x1'", "'àé\\N{}'", "'\\N{LATIN SMALL LETTER A}\\N{é}'", "'x\\\\é\\N'",
         r"'\N{LATIN SMALL LETTER A}\N{}'"]
for src in cases:
    try:
        print(repr(eval(src)))
    except SyntaxError as e:
        print(src, "->", str(e).split("codec ", 1)[1])
# expect: '\Nx' -> can't decode bytes in position 0-1: malformed \N character escape (<string>, line 1)
# expect: '\N' -> can't decode bytes in position 0-1: malformed \N character escape (<string>, line 1)
# expect: 'ab\N{}cd' -> can't decode bytes in position 2-4: malformed \N character escape (<string>, line 1)
# expect: '\N{x' -> can't decode bytes in position 0-3: malformed \N character escape (<string>, line 1)
# expect: '\N{NOPE}x' -> can't decode bytes in position 0-7: unknown Unicode character name (<string>, line 1)
# expect: '\N{ }' -> can't decode bytes in position 0-4: unknown Unicode character name (<string>, line 1)
# expect: f'\N{}' -> can't decode bytes in position 0-2: malformed \N character escape (<string>, line 1)
# expect: '\x4' -> can't decode bytes in position 0-2: truncated \xXX escape (<string>, line 1)
# expect: 'ab\xZZ' -> can't decode bytes in position 2-3: truncated \xXX escape (<string>, line 1)
# expect: '\u12' -> can't decode bytes in position 0-3: truncated \uXXXX escape (<string>, line 1)
# expect: 'ሴ5'
# expect: '\U0011ffff' -> can't decode bytes in position 0-9: illegal Unicode character (<string>, line 1)
# expect: '\U1234' -> can't decode bytes in position 0-5: truncated \UXXXXXXXX escape (<string>, line 1)
# expect: 'é\x1' -> can't decode bytes in position 10-12: truncated \xXX escape (<string>, line 1)
# expect: 'àé\N{}' -> can't decode bytes in position 20-22: malformed \N character escape (<string>, line 1)
# expect: '\N{LATIN SMALL LETTER A}\N{é}' -> can't decode bytes in position 24-37: unknown Unicode character name (<string>, line 1)
# expect: 'x\\é\N' -> can't decode bytes in position 13-14: malformed \N character escape (<string>, line 1)
# expect: '\N{LATIN SMALL LETTER A}\N{}' -> can't decode bytes in position 24-26: malformed \N character escape (<string>, line 1)
