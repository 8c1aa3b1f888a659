# %-format widths and precisions from the arguments (*), negative and empty ones.
for f, a in [("%*d|", (-5, 3)), ("%.*f|", (-1, 2.5)), ("%.f|", 2.5), ("%-*d|", (4, 1)), ("%*.*f|", (8, 2, 3.14159)), ("%.d|", 0)]:
    print(repr(f % a))

# expect: '3    |'
# expect: '2|'
# expect: '2|'
# expect: '1   |'
# expect: '    3.14|'
# expect: '0|'
