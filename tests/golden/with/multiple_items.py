# with A as a, B as b: entered left to right, exited right to left.
src = "/tmp/weft_golden_with_multiple_items_src.txt"
dst = "/tmp/weft_golden_with_multiple_items_dst.txt"
with open(src, "w") as out:
    out.writelines([str(i) + "\n" for i in range(4)])
with open(src) as fin, open(dst, "w") as fout:
    for line in fin:
        fout.write(str(int(line) ** 2) + "\n")
print(fin.closed, fout.closed)
with open(dst) as f:
    print(f.read().split())
# expect: True True
# expect: ['0', '1', '4', '9']
