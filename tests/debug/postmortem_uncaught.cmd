# run: oobuncaught.py
run
print i
continue
