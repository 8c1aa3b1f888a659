# csv.writer quotes what needs it and ends lines with \r\n; csv.reader reads it back.
import csv, os
path = f"csv_reader_writer.{os.getpid()}.tmp.csv"
rows = [["name", "age", "note"], ["Ann", 30, "likes, commas"], ["Bob", 25, 'says "hi"'],
        ["Cy", None, "multi\nline"], [""], [1.5, True, ""]]
with open(path, "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(rows[0])
    w.writerows(rows[1:])
with open(path, newline="") as f:
    print(repr(f.read()))
with open(path, newline="") as f:
    r = csv.reader(f)
    for row in r:
        print(r.line_num, row)
os.remove(path)
print(list(csv.reader(["a;b;'c;d'", " x; y"], delimiter=";", quotechar="'", skipinitialspace=True)))

# expect: 'name,age,note\r\nAnn,30,"likes, commas"\r\nBob,25,"says ""hi"""\r\nCy,,"multi\nline"\r\n""\r\n1.5,True,\r\n'
# expect: 1 ['name', 'age', 'note']
# expect: 2 ['Ann', '30', 'likes, commas']
# expect: 3 ['Bob', '25', 'says "hi"']
# expect: 5 ['Cy', '', 'multi\nline']
# expect: 6 ['']
# expect: 7 ['1.5', 'True', '']
# expect: [['a', 'b', 'c;d'], ['x', 'y']]
