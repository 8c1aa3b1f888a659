# run: reduce.py
help
h
list
list 5
l
l
l
quit
