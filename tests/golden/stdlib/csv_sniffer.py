# csv.Sniffer: sniff (quoted fields, per-line character counts, the preferred delimiters,
# delimiters=, skipinitialspace, doubled quotes, 'Could not determine delimiter') and has_header
import csv, io
s = csv.Sniffer()
samples = [
    "name;age;city\nAnn;30;Oslo\nBob;25;Rome\n",
    "a,b,c\n1,2,3\n4,5,6\n",
    "x\ty\tz\n1\t2\t3\n",
    'id,"full name",score\n1,"Smith, John",3.5\n2,"Doe, Jane",4\n',
    "a, b, c\n1, 2, 3\n4, 5, 6\n",
    "'a'|'b'\n'c'|'d'\n",
    'x:y:z\n1:2:3\n4:5:6\n7:8:9\n',
    "title year\nAlien 1979\nHeat 1995\n",
    'a,"He said ""hi""",c\n1,2,3\n',
    "one,two\nthree,four\nfive\nsix,seven\n",
]
for data in samples:
    try:
        d = s.sniff(data)
        print(repr(d.delimiter), repr(d.quotechar), d.doublequote, d.skipinitialspace, d.quoting, repr(d.lineterminator), s.has_header(data))
        print(list(csv.reader(io.StringIO(data), d))[:2])
    except csv.Error as e:
        print("Error:", e)
print(repr(s.sniff("a;b,c;d\n1;2,3;4\n", delimiters=";").delimiter))
print(repr(s.sniff("a;b,c;d\n1;2,3;4\n", delimiters=",").delimiter))
for bad in ["", "abc\ndef\n"]:
    try:
        s.sniff(bad)
    except csv.Error as e:
        print("Error:", e)
print(s.preferred, issubclass(s.sniff("a,b\n").__bases__[0], csv.Dialect))
print(s.has_header("name,score\nann,10\nbob,20\n"), s.has_header("1,2\n3,4\n5,6\n"))
# expect: ';' '"' False False 0 '\r\n' True
# expect: [['name', 'age', 'city'], ['Ann', '30', 'Oslo']]
# expect: ',' '"' False False 0 '\r\n' True
# expect: [['a', 'b', 'c'], ['1', '2', '3']]
# expect: '\t' '"' False False 0 '\r\n' True
# expect: [['x', 'y', 'z'], ['1', '2', '3']]
# expect: ',' '"' False False 0 '\r\n' True
# expect: [['id', 'full name', 'score'], ['1', 'Smith, John', '3.5']]
# expect: ',' '"' False True 0 '\r\n' True
# expect: [['a', 'b', 'c'], ['1', '2', '3']]
# expect: '|' "'" False False 0 '\r\n' False
# expect: [['a', 'b'], ['c', 'd']]
# expect: ':' '"' False False 0 '\r\n' True
# expect: [['x', 'y', 'z'], ['1', '2', '3']]
# expect: ' ' '"' False False 0 '\r\n' True
# expect: [['title', 'year'], ['Alien', '1979']]
# expect: ',' '"' True False 0 '\r\n' True
# expect: [['a', 'He said "hi"', 'c'], ['1', '2', '3']]
# expect: Error: Could not determine delimiter
# expect: ';'
# expect: ','
# expect: Error: Could not determine delimiter
# expect: Error: Could not determine delimiter
# expect: [',', '\t', ';', ' ', ':'] True
# expect: True False
