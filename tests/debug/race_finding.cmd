# run: race.py
c
p t
bt
reverse-step
c
