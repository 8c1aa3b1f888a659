# run: reduce.py
step
step
s
n
