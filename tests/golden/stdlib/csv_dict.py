# DictWriter and DictReader: a header row, missing values, extra fields.
import csv, os
path = f"csv_dict.{os.getpid()}.tmp.csv"
with open(path, "w", newline="") as f:
    dw = csv.DictWriter(f, fieldnames=["id", "score", "tag"])
    dw.writeheader()
    dw.writerow({"id": 1, "score": 9.5, "tag": "a"})
    dw.writerows([{"id": 2, "score": 7}, {"id": 3, "tag": "x;y"}])
    try:
        dw.writerow({"id": 4, "oops": 1})
    except ValueError as e:
        print(e)
with open(path, newline="") as f:
    dr = csv.DictReader(f)
    print(dr.fieldnames)
    for d in dr:
        print(d)
with open(path, newline="") as f:
    print(list(csv.DictReader(f, fieldnames=["a", "b"], restkey="more"))[:2])
os.remove(path)

# expect: dict contains fields not in fieldnames: 'oops'
# expect: ['id', 'score', 'tag']
# expect: {'id': '1', 'score': '9.5', 'tag': 'a'}
# expect: {'id': '2', 'score': '7', 'tag': ''}
# expect: {'id': '3', 'score': '', 'tag': 'x;y'}
# expect: [{'a': 'id', 'b': 'score', 'more': ['tag']}, {'a': '1', 'b': '9.5', 'more': ['a']}]
