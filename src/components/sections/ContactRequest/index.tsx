import React from "react";
import { ContactForm } from "../../forms/ContactForm";
import { Container } from "../../ui/Container";
import { Reveal } from "../../ui/Reveal";
import { Band, Layout, Intro, Title, Text, Steps, Step, Card } from "./styled";

/** /contact: the request form itself (the same one the side panel holds), with what happens next. */
export function ContactRequest() {
  return (
    <Reveal>
      <Band id="request" aria-labelledby="request-title">
        <Container>
          <Layout>
            <Intro>
              <Title id="request-title">Оставить заявку</Title>
              <Text>
                Опишите задачу в&nbsp;двух-трёх предложениях: что нужно распознавать или&nbsp;автоматизировать, сколько
                камер или&nbsp;документов, какие системы уже работают.
              </Text>
              <Steps>
                <Step>Инженер ответит в&nbsp;течение рабочего дня и&nbsp;задаст уточняющие вопросы.</Step>
                <Step>Если данные конфиденциальны, подпишем NDA до&nbsp;их&nbsp;передачи.</Step>
                <Step>
                  За&nbsp;3–5 рабочих дней после созвона подготовим технико-коммерческое предложение: сроки, стоимость
                  и&nbsp;формат пилота.
                </Step>
              </Steps>
            </Intro>
            <Card>
              <ContactForm />
            </Card>
          </Layout>
        </Container>
      </Band>
    </Reveal>
  );
}
