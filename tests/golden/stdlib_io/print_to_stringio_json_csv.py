# A StringIO stands for a text file: print(file=), json.dump, csv.writer write into it.
import io, json, csv
s = io.StringIO()
json.dump({"a": [1, 2]}, s)
s.write("\n")
w = csv.writer(s)
w.writerow(["x", "y z", 3])
print("end", file=s, end="!")
print(repr(s.getvalue()))
s.seek(0)
print(json.loads(s.readline()))
print(next(csv.reader(io.StringIO("p,q\n"))))

# expect: '{"a": [1, 2]}\nx,y z,3\r\nend!'
# expect: {'a': [1, 2]}
# expect: ['p', 'q']
