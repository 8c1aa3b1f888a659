# csv: escapechar (reading and writing, with QUOTE_NONE and doublequote=False), strict=True,
# the csv.Error messages (no escapechar, field larger than the field limit, new-line in an
# unquoted field, non-str lines, unexpected end of data), field_size_limit, lineterminator
# characters forcing quotes, QUOTE_NONNUMERIC reading floats, NUL characters, line_num
import csv
import io

o = io.StringIO()
w = csv.writer(o, lineterminator="X\n")
w.writerow(["aXb", "c\nd", "e\rf", ""])
w.writerow([""])
w.writerow([])
w = csv.writer(o, escapechar="\\", doublequote=False)
w.writerow(['a"b', "c\\d", "e,f"])
w = csv.writer(o, quoting=csv.QUOTE_NONE, escapechar="$")
w.writerow(['a"b', "c$d", "e,f", "g\nh", 1.5])
print(repr(o.getvalue()))
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"])
except csv.Error as e:
    print("csv.Error:", e)


def rd(text, **kw):
    try:
        print(list(csv.reader(io.StringIO(text), **kw)))
    except (csv.Error, ValueError) as e:
        print(type(e).__name__, e)


rd('a,"b\n')
rd('a,"b\n', strict=True)
rd('a,"b"x\n', strict=True)
rd('a,"b"x\n')
rd('a,b\x00c\n')
rd('1,,x\n', quoting=csv.QUOTE_NONNUMERIC)
rd('1, 2,"3"\n', quoting=csv.QUOTE_NONNUMERIC)
rd('a\\"b,"c\\"d"\n', escapechar="\\", doublequote=False)
rd('a,b\\\nc,d\n', escapechar="\\")
rd('a\\,b,c\n', escapechar="\\", quoting=csv.QUOTE_NONE)
rd('"a""b",c\n\n"x\ny",z\n')
rd('a,b\r\nc,d\r\n')
rd(' a, "b c"\n', skipinitialspace=True)
rd('a\rb\n')
rd('é,ü"x"\n')
try:
    list(csv.reader([1]))
except csv.Error as e:
    print("csv.Error:", e)
r = csv.reader(io.StringIO('a\n"b\nc"\nd\n'))
for row in r:
    print(r.line_num, row)
print(csv.field_size_limit(10), csv.field_size_limit())
rd("0123456789\n")
rd("01234567890\n")
rd('"01234567890"\n')
try:
    csv.field_size_limit("x")
except TypeError as e:
    print("TypeError:", e)
print(csv.field_size_limit(131072))
d = csv.get_dialect("excel")
print(d.escapechar, d.doublequote, d.strict)
csv.register_dialect("esc", escapechar="\\", quoting=csv.QUOTE_NONE, strict=True)
d = csv.get_dialect("esc")
print(d.escapechar, d.doublequote, d.strict, d.quoting)
rd("a\\,b,c\n", dialect="esc")
# expect: '"aXb","c\nd",e\rf,X\n""X\nX\na\\"b,c\\\\d,"e,f"\r\na$"b,c$$d,e$,f,g$\nh,1.5\r\n'
# expect: csv.Error: need to escape, but no escapechar set
# expect: [['a', 'b\n']]
# expect: Error unexpected end of data
# expect: Error ',' expected after '"'
# expect: [['a', 'bx']]
# expect: [['a', 'b\x00c']]
# expect: ValueError could not convert string to float: 'x'
# expect: [[1.0, 2.0, '3']]
# expect: [['a"b', 'c"d']]
# expect: [['a', 'b\nc', 'd']]
# expect: [['a,b', 'c']]
# expect: [['a"b', 'c'], [], ['x\ny', 'z']]
# expect: [['a', 'b'], ['c', 'd']]
# expect: [['a', 'b c']]
# expect: Error new-line character seen in unquoted field - do you need to open the file in universal-newline mode?
# expect: [['é', 'ü"x"']]
# expect: csv.Error: iterator should return strings, not int (the file should be opened in text mode)
# expect: 1 ['a']
# expect: 3 ['b\nc']
# expect: 4 ['d']
# expect: 131072 10
# expect: [['0123456789']]
# expect: Error field larger than field limit (10)
# expect: Error field larger than field limit (10)
# expect: TypeError: limit must be an integer
# expect: 10
# expect: None True False
# expect: \ True True 3
# expect: [['a,b', 'c']]
