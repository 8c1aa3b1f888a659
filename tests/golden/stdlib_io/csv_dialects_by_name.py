# csv dialects by name: register_dialect/get_dialect/list_dialects/unregister_dialect,
# dialect= as a name, a class or a get_dialect object, and csv.Error
import csv
import io

print(csv.list_dialects())
d = csv.get_dialect("excel")
print(repr(d.delimiter), repr(d.quotechar), repr(d.lineterminator), d.doublequote, d.quoting)
print(repr(csv.get_dialect("excel-tab").delimiter), csv.get_dialect("unix").quoting == csv.QUOTE_ALL)
csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_MINIMAL)
print(list(csv.reader(io.StringIO("a|b|c\n1|2|3\n"), dialect="pipes")))
print(list(csv.reader(io.StringIO("x\ty\n"), "excel-tab")))
print(list(csv.reader(io.StringIO("x\ty\n"), csv.excel_tab)))
buf = io.StringIO()
w = csv.writer(buf, dialect="unix")
w.writerow(["a", 1])
w = csv.writer(buf, dialect=csv.get_dialect("pipes"), lineterminator="\n")
w.writerow(["b", 2])
class Semi(csv.Dialect):
    delimiter = ";"
    quotechar = "'"
    doublequote = True
    skipinitialspace = True
    lineterminator = "\n"
    quoting = csv.QUOTE_MINIMAL
csv.writer(buf, Semi).writerow(["c;d", 3])
print(repr(buf.getvalue()))
for row in csv.DictReader(io.StringIO("k|v\n1|2\n"), dialect="pipes"):
    print(row)
csv.register_dialect("semi", Semi, delimiter=":")
print(csv.get_dialect("semi").delimiter, sorted(csv.list_dialects()))
csv.unregister_dialect("semi")
print("semi" in csv.list_dialects(), issubclass(csv.Error, Exception), csv.excel.delimiter)
for bad in [lambda: csv.get_dialect("nope"), lambda: csv.unregister_dialect("nope"),
            lambda: csv.reader([], dialect="nope")]:
    try:
        bad()
    except csv.Error as e:
        print("csv.Error:", e)
try:
    csv.register_dialect(1)
except TypeError as e:
    print("TypeError:", e)
csv.writer(io.StringIO(), dialect="missing")
# expect: ['excel', 'excel-tab', 'unix']
# expect: ',' '"' '\r\n' True 0
# expect: '\t' True
# expect: [['a', 'b', 'c'], ['1', '2', '3']]
# expect: [['x', 'y']]
# expect: [['x', 'y']]
# expect: '"a","1"\nb|2\n\'c;d\';3\n'
# expect: {'k': '1', 'v': '2'}
# expect: : ['excel', 'excel-tab', 'pipes', 'semi', 'unix']
# expect: False True ,
# expect: csv.Error: unknown dialect
# expect: csv.Error: unknown dialect
# expect: csv.Error: unknown dialect
# expect: TypeError: dialect name must be a string
# expect runtime error: _csv.Error: unknown dialect
