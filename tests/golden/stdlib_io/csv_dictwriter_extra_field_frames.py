# DictWriter given a row with a field not in fieldnames: csv.py's _dict_to_list raises, and
# CPython's traceback shows it under writerow's (or writerows') line.
import csv
import io

out = io.StringIO()
w = csv.DictWriter(out, fieldnames=["name", "score"])
w.writeheader()
w.writerow({"name": "Ann", "score": 90})
try:
    w.writerows([{"name": "Bo", "score": 80, "grade": "B"}])
except ValueError as e:
    print(e)
print(out.getvalue(), end="")
w.writerow({"name": "Cy", "age": 20})
# expect: dict contains fields not in fieldnames: 'grade'
# expect: name,score
# expect: Ann,90
# expect stderr:   File "/usr/lib/python3.11/csv.py", line 154, in writerow
# expect stderr:     return self.writer.writerow(self._dict_to_list(rowdict))
# expect stderr:                                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect stderr:   File "/usr/lib/python3.11/csv.py", line 149, in _dict_to_list
# expect runtime error: ValueError: dict contains fields not in fieldnames: 'age'
