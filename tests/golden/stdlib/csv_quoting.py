# QUOTE_ALL and QUOTE_NONNUMERIC, a custom line terminator.
import csv, os
path = f"csv_quoting.{os.getpid()}.tmp.csv"
with open(path, "w") as f:
    csv.writer(f, quoting=csv.QUOTE_ALL, lineterminator="\n").writerow(["a", 1, 2.5])
    csv.writer(f, quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n").writerow(["a", 1, 2.5, None])
with open(path) as f:
    print(f.read(), end="")
with open(path) as f:
    print(list(csv.reader(f, quoting=csv.QUOTE_NONNUMERIC)))
os.remove(path)

# expect: "a","1","2.5"
# expect: "a",1,2.5,""
# expect: [['a', '1', '2.5'], ['a', 1.0, 2.5, '']]
