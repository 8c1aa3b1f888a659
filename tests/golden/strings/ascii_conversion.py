# ascii(), the !a conversion and %a escape non-ASCII characters.
s = "ñ"
print(ascii("héllo €"), ascii([1, "ü"]), "%a" % "x\u2028", ascii("plain"))

# expect: 'h\xe9llo \u20ac' [1, '\xfc'] 'x\u2028' 'plain'
